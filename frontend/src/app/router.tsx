import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, type RouteHandle } from './layout/app-layout';
import { AppLoading } from './layout/app-loading';
import { RouteError } from './layout/route-error';

/** Lazy-loads a page component by its named export: `page(() => import('./x'), 'XPage')`. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

function route(path: string, title: string, lazy: RouteObject['lazy']): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy };
}

/** Spec section 2, route table. Every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          route('/', 'Home', page(() => import('./routes/home-route'), 'HomeRoute')),
          route('/auth', 'Sign in', page(() => import('../features/auth/components/auth-page'), 'AuthPage')),
          route('/pricing', 'Pricing', page(() => import('../features/billing/components/pricing-page'), 'PricingPage')),
          route('/checkout', 'Checkout', page(() => import('../features/billing/components/checkout-page'), 'CheckoutPage')),
          route('/subscription-success', 'Subscription active', page(() => import('../features/billing/components/subscription-success-page'), 'SubscriptionSuccessPage')),
          route('/notes', 'My Learning Library', page(() => import('../features/notes/components/library-page'), 'LibraryPage')),
          route('/notes/:id', 'Study Notes', page(() => import('./routes/notes-detail-route'), 'NotesDetailRoute')),
          route('/flashcards', 'Flashcards', page(() => import('../features/flashcards/components/flashcards-page'), 'FlashcardsPage')),
          route('/study-groups', 'Study Groups', page(() => import('../features/groups/components/study-groups-page'), 'StudyGroupsPage')),
          route('/materials', 'Study Materials', page(() => import('../features/materials/components/materials-page'), 'MaterialsPage')),
          route('/chat', 'AI Study Assistant', page(() => import('../features/assistant/components/chat-page'), 'ChatPage')),
          route('/dashboard', 'Study Dashboard', page(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage')),
          route('/secret-admin-panel', 'Admin Panel', page(() => import('../features/admin/components/admin-panel-page'), 'AdminPanelPage')),
          route('*', 'Page Not Found', page(() => import('./routes/not-found-route'), 'NotFoundRoute')),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
