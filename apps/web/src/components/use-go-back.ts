import { useNavigate } from 'react-router';

/** Back to the previous page of this tab's history; with none (a page opened directly), to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback);
  };
}
