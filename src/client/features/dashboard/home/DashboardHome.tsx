import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import type { Role } from '../../../../shared/constants';
import { staffMay } from '../../../../shared/staffRoles';
import { selectRole, selectStaffRole } from '../../auth/authSlice';

/** What each role sees at /dashboard (the layout's Suspense covers the lazy screens); a role without one goes to its first area. */
const HOME_SCREENS: Partial<Record<Role, LazyExoticComponent<ComponentType>>> = {
  admin: lazy(() => import(/* webpackChunkName: "dashboard-figures" */ './FiguresScreen')),
  supplier: lazy(() => import(/* webpackChunkName: "dashboard-supplier" */ '../supplier/SupplierHome')),
};

export default function DashboardHome({ fallback }: { fallback: string }) {
  const role = useSelector(selectRole);
  const staffRole = useSelector(selectStaffRole);
  const Screen = role ? HOME_SCREENS[role] : undefined;
  // The figures are finance's (and the manager's): other staff start at their first area.
  if (!Screen || (role === 'admin' && !(staffRole && staffMay('finance', staffRole)))) return <Navigate to={fallback} replace />;
  return <Screen />;
}
