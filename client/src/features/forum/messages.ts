/** Spec 000 §5 and §8's words for the forum, and the server's own, as the domain defines them. */
export { forumMessages as forumText } from '@referly/domain';
