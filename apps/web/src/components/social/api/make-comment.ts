import { CommentCreatedAnswerSchema, type MakeCommentInput } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { COMMENTS_KEY } from './get-comments.ts';
import { REACTION_SUMMARIES_KEY } from './get-reaction-summary.ts';

/** `POST social/comments/make-comment`: a comment, or a reply when `resourceType` is `comment`. */
export const makeComment = (input: MakeCommentInput) =>
  apiRequest('/social/comments/make-comment', {
    method: 'POST',
    body: input,
    schema: CommentCreatedAnswerSchema,
  });

export function useMakeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: REACTION_SUMMARIES_KEY }),
      ]),
  });
}
