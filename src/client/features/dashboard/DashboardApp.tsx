import { Navigate, Route, Routes } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectRole, selectStaffRole } from '../auth/authSlice';
import { canUseDashboard } from './access';
import DashboardHome from './home/DashboardHome';
import { DashboardLayout } from './layout/DashboardLayout';
import { entriesFor, HOME_PATH } from './nav';
import { AVAILABLE_AREAS, routesFor } from './routes';

/**
 * The back office, loaded on demand under /dashboard/*. The router has already sent signed-out visitors
 * to sign in (and back); a role without a back office goes home. Each screen is mounted only for the
 * roles of its area, so any other path (another role's area, a typo) lands on the role's home: the figures
 * for staff, the first area for a role without a home screen.
 */
export default function DashboardApp() {
  const role = useSelector(selectRole);
  const staffRole = useSelector(selectStaffRole);
  if (!canUseDashboard(role)) return <Navigate to="/" replace />;
  const routes = routesFor(role, staffRole);
  const first = entriesFor(role, AVAILABLE_AREAS, staffRole).find((entry) => entry.path !== HOME_PATH);
  const firstArea = first ? `/dashboard/${first.path}` : '/';
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        {routes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route index element={<DashboardHome fallback={firstArea} />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
