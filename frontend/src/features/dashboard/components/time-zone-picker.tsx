import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';

const MAX_SHOWN = 8;

function allTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** "UTC+05:30" for a zone right now (what a learner recognises besides the city). */
function offsetOf(zone: string, now: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
    return part === 'GMT' || !part ? 'UTC' : part.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

/** Zones whose name (spaces for underscores) or offset holds every word typed: "paris", "new york", "+05:30". */
export function matchTimeZones(zones: string[], query: string, offsets: (zone: string) => string): string[] {
  const words = query.trim().toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (!words.length) return zones;
  return zones.filter((zone) => {
    const haystack = `${zone.replace(/_/g, ' ')} ${offsets(zone)}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * A searchable time-zone picker (ARIA combobox): type part of a city or an offset, pick with the
 * mouse or ↑/↓ and Enter. The chosen zone is always one the browser knows, never free text.
 */
export function TimeZonePicker({ id, value, onChange, describedBy }: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  describedBy?: string;
}) {
  const zones = useMemo(allTimeZones, []);
  const now = useMemo(() => new Date(), []);
  const offsets = useMemo(() => new Map(zones.map((z) => [z, offsetOf(z, now)])), [zones, now]);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const open = query !== null;
  const matches = useMemo(
    () => (open ? matchTimeZones(zones, query, (z) => offsets.get(z) ?? '').slice(0, MAX_SHOWN) : []),
    [open, query, zones, offsets],
  );

  const choose = (zone: string) => {
    onChange(zone);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setQuery('');
      setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (matches[active]) choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <div className="tz-picker">
      <input
        id={id}
        className="input"
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={open ? query : value}
        placeholder="Search a city or offset, e.g. Paris or +05:30"
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => { setQuery(event.target.value); setActive(0); }}
        onBlur={() => setQuery(null)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className="tz-picker__list" aria-label="Time zones">
          {matches.length === 0 && <li className="tz-picker__empty" role="presentation">No time zone matches “{query}”</li>}
          {matches.map((zone, i) => (
            <li
              key={zone}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn('tz-picker__option', i === active && 'tz-picker__option--active')}
              // mousedown, not click: it lands before the input's blur closes the list.
              onMouseDown={(event) => { event.preventDefault(); choose(zone); }}
              onMouseEnter={() => setActive(i)}
            >
              <span>{zone.replace(/_/g, ' ')}</span>
              <span className="tz-picker__offset">{offsets.get(zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
