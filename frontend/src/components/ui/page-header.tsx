import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or badges shown at the right (below on narrow screens). */
  actions?: ReactNode;
  eyebrow?: ReactNode;
}

/** The heading block every page starts with (renders the page's single <h1>). */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        {eyebrow}
        <h1 className="page-title">{title}</h1>
        {description && <p className="page-subtitle">{description}</p>}
      </div>
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}
