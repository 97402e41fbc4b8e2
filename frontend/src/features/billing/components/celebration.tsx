import { useEffect, useState } from 'react';

export const CELEBRATION_MS = 3_000;
const PIECES = Array.from({ length: 28 }, (_, i) => ({
  left: `${(i * 37) % 100}%`,
  delay: `${(i % 7) * 0.12}s`,
  hue: (i * 47) % 360,
  drift: `${((i * 13) % 9) - 4}vw`,
}));

/** Spec section 9: a 3-second celebration, then it is gone. */
export function Celebration() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="celebration" data-testid="celebration" aria-hidden="true">
      {PIECES.map((piece, i) => (
        <span
          key={i}
          className="celebration__piece"
          style={{ left: piece.left, animationDelay: piece.delay, background: `hsl(${piece.hue} 85% 60%)`, ['--drift' as string]: piece.drift }}
        />
      ))}
    </div>
  );
}
