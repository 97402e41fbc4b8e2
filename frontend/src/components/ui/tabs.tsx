import {
  createContext, use, useCallback, useId, useState,
  type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent,
} from 'react';
import { cn } from '../../lib/cn';
import './tabs.css';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const ctx = use(TabsContext);
  if (!ctx) throw new Error('Tabs components must be used inside <Tabs>');
  return ctx;
}

const safeId = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs. */
export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const [inner, setInner] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? inner;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setInner(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div className={cn('tabs', className)} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, full, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement> & { full?: boolean }) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
    if (event.defaultPrevented || !keys.includes(event.key)) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    let next = index;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('tabs__list', full && 'tabs__list--full', className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${safeId(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${safeId(value)}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={cn('tabs__trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  /** Keep the panel mounted (hidden) while another tab is active, e.g. to keep a timer running. */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${safeId(value)}`}
      hidden={!selected}
      tabIndex={0}
      className={cn('tabs__panel', className)}
      {...props}
    />
  );
}
