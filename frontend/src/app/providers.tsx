import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ReadModelLagNotice } from '../components/read-model-lag-notice';
import { Toaster } from '../components/ui/toast/toaster';
import { appStore } from '../lib/jotai-store';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        {children}
        <Toaster />
        <ReadModelLagNotice />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
