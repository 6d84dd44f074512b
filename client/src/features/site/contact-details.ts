/** Spec 000 §2 /contactForm: a support phone, a support email and five social links (the footer shows the links too). */
export const supportPhone = { display: '1300 733 359', href: 'tel:+611300733359' };
export const supportEmail = 'support@referly.com.au';
export const supportHours = 'Monday to Friday, 9 am to 5 pm AEST';

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'x' | 'youtube';
export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];
