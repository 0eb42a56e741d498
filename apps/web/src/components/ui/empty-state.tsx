/** What an empty list or a failed load says, and what to do next. */
export function EmptyState({
  title,
  hint,
  action,
  tone = 'neutral',
}: {
  title: string;
  hint?: string;
  action?: React.ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : undefined}
      className={`flex flex-col items-center gap-2 rounded-card border border-dashed px-6 py-10 text-center ${
        tone === 'danger' ? 'border-danger-700/40 bg-danger-50' : 'border-line bg-surface'
      }`}
    >
      <p className={`text-lg font-semibold ${tone === 'danger' ? 'text-danger-700' : 'text-ink'}`}>{title}</p>
      {hint && <p className="max-w-md text-muted">{hint}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
