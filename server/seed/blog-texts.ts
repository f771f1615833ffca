import type { Motif } from './employers/types';

/** What a demo post needs of its site: its name, the region after "in", and two of its towns. */
export type BlogTextSite = { SITENAME: string; REGION_NAME_IN: string; towns: [string, string] };

export type DemoBlogPost = {
  slug: string;
  title: string;
  teaser: string;
  /** Rich text as the editor writes it (stored sanitized like every post). */
  body: string;
  /** The placeholder illustration of the teaser image, and its alt text. */
  motif: Motif;
  alt: string;
  daysAgo: number;
};

/**
 * The demo blog of a site with the blog on (docs/product-decisions.md "Blog"): four posts of plausible regional career
 * content, newest first, in the "du" of the site's job seekers. Nothing in them claims figures of a real region.
 */
export function demoBlogPosts({
  SITENAME,
  REGION_NAME_IN: inRegion,
  towns: [town, other],
}: BlogTextSite): DemoBlogPost[] {
  return [
    {
      slug: 'ausbildung-2027-jetzt-bewerben',
      title: 'Ausbildung 2027: Warum sich die Bewerbung schon jetzt lohnt',
      teaser: `Viele Betriebe ${inRegion} vergeben ihre Ausbildungsplätze für den Herbst 2027 bereits in diesen Wochen. So bist du rechtzeitig dabei.`,
      body: `<p>Wer im Herbst 2027 eine Ausbildung beginnen will, sollte nicht bis zum Frühjahr warten: Gerade Handwerksbetriebe, Kliniken und Hotels ${inRegion} planen ihre Azubis früh.</p>
<h2>So gehst du vor</h2>
<ul><li>Such dir drei bis fünf Berufe aus, die dich interessieren, und lies die Anzeigen genau.</li><li>Frag nach einem Praktikum: Ein paar Tage im Betrieb sagen mehr als jede Broschüre.</li><li>Halte Lebenslauf und Zeugnisse als PDF bereit, dann ist jede Bewerbung in Minuten verschickt.</li></ul>
<h2>Nicht vergessen</h2>
<p>Viele Betriebe bieten Zuschüsse zum Deutschlandticket oder eine Wohnung für Azubis an. Frag im Gespräch ruhig danach.</p>`,
      motif: 'team',
      alt: 'Illustration: ein Team in einer Werkstatt (Platzhalterbild)',
      daysAgo: 3,
    },
    {
      slug: 'pendeln-oder-umziehen',
      title: `Pendeln oder umziehen? Arbeiten ${inRegion}`,
      teaser: `Zwischen ${town} und ${other} liegen oft nur wenige Kilometer – und trotzdem entscheidet der Arbeitsweg mit, wie zufrieden du im Job bist.`,
      body: `<p>Ein neuer Job ${inRegion} heißt nicht automatisch umziehen. Bevor du dich entscheidest, lohnt ein ehrlicher Blick auf den Alltag.</p>
<h2>Rechne den ganzen Weg</h2>
<p>Zähle nicht nur die Fahrzeit von ${town} nach ${other}, sondern auch Parkplatzsuche, Umstiege und Schichtzeiten. Eine Stunde am Tag sind im Jahr über 200 Stunden.</p>
<h2>Frag nach Alternativen</h2>
<ul><li>Gleitzeit oder einzelne Tage im Homeoffice</li><li>Jobrad, Zuschuss zum Deutschlandticket oder Fahrgemeinschaften</li><li>Eine Stelle am näheren Standort desselben Arbeitgebers</li></ul>
<p>Tipp: In der Jobsuche auf ${SITENAME} kannst du einen Umkreis um deinen Wohnort wählen.</p>`,
      motif: 'stadt',
      alt: 'Illustration: Häuser einer Kleinstadt (Platzhalterbild)',
      daysAgo: 10,
    },
    {
      slug: 'gehalt-verhandeln',
      title: 'Gehalt verhandeln: So gehst du gut vorbereitet ins Gespräch',
      teaser:
        'Über Geld zu sprechen fällt vielen schwer. Mit einer klaren Zahl und guten Argumenten verhandelst du entspannter.',
      body: `<p>Immer mehr Stellenanzeigen nennen eine Gehaltsspanne. Das hilft dir: Du weißt, in welchem Rahmen sich das Gespräch bewegt.</p>
<h2>Deine Zahl</h2>
<p>Nenne einen konkreten Jahresbetrag, keine Spanne. Begründe ihn mit deiner Erfahrung, deinen Abschlüssen und dem, was du im neuen Job übernimmst.</p>
<h2>Mehr als das Gehalt</h2>
<ul><li>Zusätzliche Urlaubstage</li><li>Weiterbildung, die der Arbeitgeber bezahlt</li><li>Betriebliche Altersvorsorge</li></ul>
<blockquote><p>Wer gut vorbereitet ist, muss nicht pokern – er kann erklären.</p></blockquote>`,
      motif: 'buero',
      alt: 'Illustration: ein Schreibtisch im Büro (Platzhalterbild)',
      daysAgo: 24,
    },
    {
      slug: 'quereinstieg-in-die-pflege',
      title: 'Quereinstieg in die Pflege: Der Weg über die Pflegehilfe',
      teaser: `Du willst mit Menschen arbeiten, hast aber keine Ausbildung in der Pflege? Kliniken und Heime ${inRegion} bieten dir den Einstieg.`,
      body: `<p>Pflegehilfskräfte werden ${inRegion} in Kliniken, Heimen und ambulanten Diensten gesucht. Für den Einstieg brauchst du oft keine Ausbildung, aber Zuverlässigkeit und Freude am Umgang mit Menschen.</p>
<h2>Der Weg weiter</h2>
<ol><li>Als Pflegehilfskraft anfangen und den Alltag kennenlernen</li><li>Die einjährige Ausbildung zur Pflegefachhilfe machen</li><li>Mit Berufserfahrung die verkürzte Ausbildung zur Pflegefachkraft beginnen</li></ol>
<p>Viele Arbeitgeber unterstützen diesen Weg. Frag bei der Bewerbung nach Weiterbildung und Freistellung.</p>`,
      motif: 'klinik',
      alt: 'Illustration: ein Klinikgebäude (Platzhalterbild)',
      daysAgo: 45,
    },
  ];
}
