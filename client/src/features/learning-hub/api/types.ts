/** docs/API.md, Learning hub (spec 000 §3): one post as the API answers it. */
export type LearningHubCategory = 'article' | 'webinar';
export type LearningHubStatus = 'published' | 'draft' | 'restricted';
export type PostLink = { _id: string; title: string };

export type LearningHubItem = {
  _id: string;
  index: number;
  title: string;
  /** plain text, shown as paragraphs and never as HTML */
  content: string;
  author: string;
  publishedAt: string;
  image: string;
  images: string[];
  videos: string[];
  tags: string[];
  category: LearningHubCategory;
  status: LearningHubStatus;
  views: number;
  previousPost?: PostLink | null;
  nextPost?: PostLink | null;
};

export type Popularity = 'latest' | 'popular';
export type PublicListQuery = { page: number; limit: number; search?: string; popularity: Popularity; category?: LearningHubCategory };
export type PublicPage = { data: LearningHubItem[]; totalPages: number; currentPage: number; total: number };

export type AdminTab = 'all' | LearningHubStatus;
export type AdminCounts = Record<AdminTab, number>;
export type AdminListQuery = { page: number; limit: number; status?: LearningHubStatus };
export type AdminPage = PublicPage & { counts: AdminCounts };

/** What the form sends as multipart (spec 000 §7's fields). */
export type PostInput = {
  author: string;
  publishedAt: string;
  category: LearningHubCategory;
  title: string;
  content: string;
  status: LearningHubStatus;
  tags: string[];
  images: File[];
  videos: File[];
  removeImages: string[];
};
