import { lazy } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { selectRole } from '../auth/authSlice';

const SupplierHome = lazy(() => import(/* webpackChunkName: "dashboard-supplier" */ './supplier/SupplierHome'));

/** /dashboard itself: each role's landing, picked here in one place. Staff start on their first area for now. */
export function DashboardHome({ staffHome }: { staffHome: string }) {
  const role = useSelector(selectRole);
  if (role === 'supplier') return <SupplierHome />;
  return <Navigate to={staffHome} replace />;
}
