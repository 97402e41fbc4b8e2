import { LoadingBlock } from '../../components/ui/spinner';
import './app-layout.css';

/** Shown while the first lazy route of the session loads. */
export function AppLoading() {
  return (
    <div className="app-loading">
      <LoadingBlock message="Loading StudyLoop..." />
    </div>
  );
}
