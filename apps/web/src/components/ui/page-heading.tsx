import { useDocumentTitle } from '../../lib/use-document-title';

/** A page's main heading; also sets the browser title. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
