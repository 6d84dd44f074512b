import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learningHubKeys } from './keys';
import { learningHubPath, postPath } from './queries';
import type { LearningHubItem, PostInput } from './types';

type Reply = { message: string; data?: LearningHubItem };

/** Spec 000 §7's form data: category lowercased, tags and removeImages as JSON text, each file under its field. */
export const postFormData = (input: PostInput): FormData => {
  const form = new FormData();
  form.append('author', input.author);
  form.append('publishedAt', input.publishedAt);
  form.append('category', input.category.toLowerCase());
  form.append('title', input.title);
  form.append('content', input.content);
  form.append('status', input.status);
  form.append('tags', JSON.stringify(input.tags));
  for (const file of input.images) form.append('images', file, file.name);
  for (const file of input.videos) form.append('videos', file, file.name);
  if (input.removeImages.length > 0) form.append('removeImages', JSON.stringify(input.removeImages));
  return form;
};

/** Every change of a post makes every cached learning hub read stale. */
const useInvalidating = <Input>(mutationFn: (input: Input) => Promise<Reply>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: learningHubKeys.all }) });
};

/** POST /api/learning-hub, or PUT /api/learning-hub/{id} when it has an id. */
export const useSavePost = () =>
  useInvalidating(({ id, input }: { id: string | null; input: PostInput }) =>
    id === null ? api.post<Reply>(learningHubPath, postFormData(input)) : api.put<Reply>(postPath(id), postFormData(input)),
  );

/** DELETE /api/learning-hub/{id} */
export const useDeletePost = () => useInvalidating((id: string) => api.delete<Reply>(postPath(id)));
