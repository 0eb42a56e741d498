/** A toast's text: a headline and, when known, the reason under it. */
export function ToastMessage({ title, reason }: { title: string; reason?: string | undefined }) {
  return (
    <span>
      <strong className="block">{title}</strong>
      {reason && <span className="mt-0.5 block text-sm text-muted">{reason}</span>}
    </span>
  );
}
