import { Navigate, Route, Routes } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectRole } from '../auth/authSlice';
import { canUseDashboard } from './access';
import { DashboardHome } from './DashboardHome';
import { DashboardLayout } from './layout/DashboardLayout';
import { entriesFor } from './nav';
import { AVAILABLE_AREAS, routesFor } from './routes';

/**
 * The back office, loaded on demand under /dashboard/*. The router has already sent signed-out visitors
 * to sign in (and back); a role without a back office goes home. Each screen is mounted only for the
 * roles of its area, so any other path (another role's area, a typo) lands on the role's first area.
 */
export default function DashboardApp() {
  const role = useSelector(selectRole);
  if (!canUseDashboard(role)) return <Navigate to="/" replace />;
  const routes = routesFor(role);
  const first = entriesFor(role, AVAILABLE_AREAS)[0];
  const home = first ? `/dashboard/${first.path}` : '/';
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardHome staffHome={home} />} />
        {routes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Route>
    </Routes>
  );
}
