// The store's reducer: the session and the RTK Query cache. The session's reducer is given, so that redux-persist's
// wrapper (app/persistence.ts, loaded on demand) can take its place without a second copy of the store's shape.
import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authReducer } from '../features/auth/authSlice';

export const appReducer = (auth: typeof authReducer = authReducer) => combineReducers({ auth, [baseApi.reducerPath]: baseApi.reducer });
