import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(name: string, paths: ReactNode) {
  function IconComponent({ size = 18, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

export const MenuIcon = make('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = make('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const EyeIcon = make('Eye', <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" /><circle cx="12" cy="12" r="3" /></>);
export const EyeOffIcon = make('EyeOff', <><path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.4 17.4 0 0 1-2.4 3.4M6.6 6.6A17.7 17.7 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" /></>);
export const LogOutIcon = make('LogOut', <><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5M21 12H9" /></>);
export const LoopIcon = make('Loop', <><path d="M7 14a6 6 0 1 0 6-6" /><path d="m10 4 3 4-3 4" /></>);
export const VideoIcon = make('Video', <><rect x="2" y="6" width="14" height="12" rx="2" /><path d="m22 8-6 4 6 4V8Z" /></>);
export const NotesIcon = make('Notes', <><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" /><path d="M14 2v6h6M8 13h8M8 17h5" /></>);
export const CardsIcon = make('Cards', <><rect x="3" y="7" width="14" height="14" rx="2" /><path d="M7 3h12a2 2 0 0 1 2 2v12" /></>);
export const SparklesIcon = make('Sparkles', <><path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9Z" /><path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z" /></>);
export const UsersIcon = make('Users', <><circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3" /></>);
export const ArrowLeftIcon = make('ArrowLeft', <path d="M19 12H5m7 7-7-7 7-7" />);
export const ArrowRightIcon = make('ArrowRight', <path d="M5 12h14m-7-7 7 7-7 7" />);
export const CheckIcon = make('Check', <path d="M20 6 9 17l-5-5" />);
export const AlertIcon = make('Alert', <><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" /><path d="M12 9v4M12 17h.01" /></>);
export const MailIcon = make('Mail', <><rect x="2" y="4" width="20" height="16" rx="2" /><path d="m22 7-10 6L2 7" /></>);
export const LockIcon = make('Lock', <><rect x="3" y="11" width="18" height="11" rx="2" /><path d="M7 11V7a5 5 0 0 1 10 0v4" /></>);
export const UserIcon = make('User', <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
export const ChatIcon = make('Chat', <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />);
export const ChartIcon = make('Chart', <path d="M3 3v18h18M8 17v-5M13 17V8M18 17v-8" />);
export const UploadIcon = make('Upload', <><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" /><path d="m17 8-5-5-5 5M12 3v12" /></>);
export const CrownIcon = make('Crown', <path d="m2 7 5 5 5-8 5 8 5-5-2 12H4Z" />);
export const ShieldIcon = make('Shield', <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />);
export const BrainIcon = make('Brain', <><path d="M9.5 2A2.5 2.5 0 0 0 7 4.5v.2A3 3 0 0 0 4.5 9a3 3 0 0 0 .5 5.3A3 3 0 0 0 9 19.5 2.5 2.5 0 0 0 12 20V4.5A2.5 2.5 0 0 0 9.5 2Z" /><path d="M14.5 2A2.5 2.5 0 0 1 17 4.5v.2A3 3 0 0 1 19.5 9a3 3 0 0 1-.5 5.3 3 3 0 0 1-4 5.2A2.5 2.5 0 0 1 12 20" /></>);
export const TimerIcon = make('Timer', <><circle cx="12" cy="13" r="8" /><path d="M12 9v4l2 2M9 2h6" /></>);
export const QuizIcon = make('Quiz', <><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></>);
export const MapIcon = make('Map', <><circle cx="12" cy="12" r="3" /><circle cx="4" cy="5" r="2" /><circle cx="20" cy="5" r="2" /><circle cx="4" cy="19" r="2" /><circle cx="20" cy="19" r="2" /><path d="m5.5 6.5 4.3 3.6M18.5 6.5l-4.3 3.6M5.5 17.5l4.3-3.6M18.5 17.5l-4.3-3.6" /></>);
export const TrendingIcon = make('Trending', <path d="m22 7-8.5 8.5-5-5L2 17M16 7h6v6" />);
export const GoogleIcon = make('Google', <><path d="M21.8 10.2H12v3.9h5.6a5.6 5.6 0 0 1-2.4 3.5v2.9h3.9c2.2-2 3.5-5 3.5-8.6 0-.6-.1-1.2-.8-1.7Z" fill="#4285F4" stroke="none" /><path d="M12 22c2.7 0 5-.9 6.6-2.4l-3.9-2.9a6 6 0 0 1-9-3.1H1.8v3A10 10 0 0 0 12 22Z" fill="#34A853" stroke="none" /><path d="M5.7 13.6a6 6 0 0 1 0-3.8v-3H1.8a10 10 0 0 0 0 9.8Z" fill="#FBBC05" stroke="none" /><path d="M12 5.9c1.5 0 2.9.5 3.9 1.5l3-3A10 10 0 0 0 1.8 6.8l3.9 3A6 6 0 0 1 12 5.9Z" fill="#EA4335" stroke="none" /></>);
export const SpinnerIcon = make('Spinner', <path d="M21 12a9 9 0 1 1-6.2-8.6" />);
