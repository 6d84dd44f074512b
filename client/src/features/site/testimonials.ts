/** Spec 000 §3 'Testimonial': name, designation, description, image (here the initials drawn as the avatar). */
export type Testimonial = { name: string; designation: string; description: string; initials: string };

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    designation: 'Data Analyst, Melbourne',
    description:
      'I had applied to the same bank three times without hearing back. A referrer there read my resume, told me which team to aim for and put my name forward. Two interviews later I had an offer.',
    initials: 'PR',
  },
  {
    name: 'Tom Gallagher',
    designation: 'Graduate Civil Engineer, Brisbane',
    description:
      'The resume review was blunt in the best way. The AI notes caught the formatting, and the consultant rewrote my project section so it finally said what I had actually built.',
    initials: 'TG',
  },
  {
    name: 'Mei Lin Chen',
    designation: 'Referrer, Sydney',
    description:
      'I refer people I would be happy to sit next to. Chatting with candidates first makes that easy, and the credits when someone is hired are a nice thank-you.',
    initials: 'MC',
  },
];
