import { Panel } from '../../../components/ui/panel';
/** The frame of the sign-in and sign-up pages: a centred card with a heading. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Panel padding="auth">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mb-6 mt-2 text-muted">{intro}</p>
        {children}
      </Panel>
    </section>
  );
}
