import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forumKeys } from './keys';
import { discussionPath, discussionsPath } from './queries';
import type { Answer, DiscussionDetail, FlagDecision, FlagReason, PostInput, Reply, VoteResult, VoteType } from './types';

type Message = { message: string };
type Posted = Message & { data?: { _id: string } };

/** Spec 000 §7's form data: title, content (HTML), status, tags as JSON text, source for a comment, images. */
export const postFormData = (input: PostInput): FormData => {
  const form = new FormData();
  if (input.title !== undefined) form.append('title', input.title);
  form.append('content', input.content);
  form.append('status', 'published');
  form.append('tags', JSON.stringify(input.tags ?? []));
  if (input.source) form.append('source', input.source);
  for (const file of input.images ?? []) form.append('images', file, file.name);
  return form;
};

/** POST /api/discussions: a discussion, or (with `source`) an answer or a reply. */
export const usePostDiscussion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => api.post<Posted>(discussionsPath, postFormData(input)),
    onSuccess: (_reply, input) => {
      void queryClient.invalidateQueries({ queryKey: input.source ? forumKeys.details() : forumKeys.all });
    },
  });
};

/** A vote's new counts, written into the discussion's cached page wherever the voted post is. */
const withVote = (detail: DiscussionDetail, postId: string, result: VoteResult): DiscussionDetail => {
  const counted = <T extends Reply>(post: T): T => (post._id === postId ? { ...post, ...result } : post);
  if (detail._id === postId) return { ...detail, ...result };
  return {
    ...detail,
    commentPosts: detail.commentPosts.map((answer: Answer) => ({ ...counted(answer), replies: answer.replies.map(counted) })),
  };
};

export const writeVote = (queryClient: QueryClient, discussionId: string, postId: string, result: VoteResult) =>
  queryClient.setQueryData<DiscussionDetail>(forumKeys.detail(discussionId), (detail) => detail && withVote(detail, postId, result));

/**
 * POST /api/discussions/{id}/vote (the same way twice counts once), or DELETE to take the reader's vote back (`null`);
 * the answer's counts go straight into the page.
 */
export const useVote = (discussionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, voteType }: { postId: string; voteType: VoteType | null }) =>
      voteType ? api.post<VoteResult>(`${discussionPath(postId)}/vote`, { voteType }) : api.delete<VoteResult>(`${discussionPath(postId)}/vote`),
    onSuccess: (result, { postId }) => {
      writeVote(queryClient, discussionId, postId, result);
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
};

/** POST /api/discussions/{id}/flag */
export const useFlag = () =>
  useMutation({ mutationFn: ({ postId, reason }: { postId: string; reason: FlagReason }) => api.post<Message>(`${discussionPath(postId)}/flag`, { reason }) });

/** Every admin action makes every cached forum read stale. */
const useInvalidating = <Input, Out>(mutationFn: (input: Input) => Promise<Out>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
};

/** DELETE /api/discussions/{id} */
export const useDeleteDiscussion = () => useInvalidating((id: string) => api.delete<Message>(discussionPath(id)));

/** POST /api/discussions/{id}/restrict: restricts a published discussion, or publishes a restricted one again. */
export const useRestrict = () =>
  useInvalidating(({ id, restricted }: { id: string; restricted: boolean }) => api.post<Message>(`${discussionPath(id)}/restrict`, { restricted }));

/** POST /api/discussions/{id}/moderate: an admin's decision on a flagged post. */
export const useModerate = () =>
  useInvalidating(({ id, decision }: { id: string; decision: FlagDecision }) => api.post<Message>(`${discussionPath(id)}/moderate`, { decision }));
