import { useSiteNavigation } from '@azi/shared/routing/navigation';
import { usePagePath, useT } from '@azi/shared/ui/PageContext';

/**
 * Goes back to the page the seeker came from when that page is on this site; a visitor who landed
 * here directly (from a search engine, a shared link) goes to the job list instead, in the same
 * language and layout.
 */
export function BackButton({ className }: { className?: string }) {
  const t = useT('careers');
  const { location, navigate } = useSiteNavigation();
  const pagePath = usePagePath();
  const onClick = () => {
    if (location.canGoBack) navigate(-1);
    else navigate(pagePath('job_list'));
  };
  return (
    <button type="button" className={className} onClick={onClick}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M15 5l-7 7 7 7" />
      </svg>
      {t('jobDetail.back')}
    </button>
  );
}
