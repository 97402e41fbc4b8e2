import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { NotesIcon, UploadIcon } from '../../../components/ui/icons';

export interface ExportMenuProps {
  onPdf: () => void;
  onMarkdown: () => void;
  disabled?: boolean;
}

/** 'Export' button with a small menu: PDF (print view) or Markdown (download). */
export function ExportMenu({ onPdf, onMarkdown, disabled }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (action: () => void) => {
    close(true);
    action();
  };

  return (
    <div className="menu" ref={root}>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        <UploadIcon size={16} /> Export
      </Button>
      {open && (
        <div id={menuId} role="menu" aria-label="Export" className="menu__list" onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" className="menu__item" onClick={() => choose(onPdf)}>
            <NotesIcon size={16} /> Export as PDF
          </button>
          <button type="button" role="menuitem" className="menu__item" onClick={() => choose(onMarkdown)}>
            <NotesIcon size={16} /> Export as Markdown
          </button>
        </div>
      )}
    </div>
  );
}
