import { lazy } from 'react'

/*
 * Parts of the post page only a signed-in reader has (signed-in-parts.tsx: the comment, reply,
 * edit and delete forms, comments arriving live, "Quote", "Follow", "Save", choosing the answer, the author's delete and status forms), kept out of its first JavaScript: the
 * page is at its 120 KB budget. The server renders them at once, so the page is whole without
 * JavaScript; in the browser their code is fetched when they are on the page, and React keeps the
 * server's markup until it arrives (as app/features/events/components/lazy-parts.tsx does). Use
 * them inside <Suspense>.
 */
const parts = () => import('./signed-in-parts')
export const CommentForm = import.meta.env.SSR ? (await parts()).CommentForm : lazy(() => parts().then((m) => ({ default: m.CommentForm })))
export const OwnCommentForm = import.meta.env.SSR ? (await parts()).OwnCommentForm : lazy(() => parts().then((m) => ({ default: m.OwnCommentForm })))
export const ReplyForm = import.meta.env.SSR ? (await parts()).ReplyForm : lazy(() => parts().then((m) => ({ default: m.ReplyForm })))
export const Conversation = import.meta.env.SSR ? (await parts()).Conversation : lazy(() => parts().then((m) => ({ default: m.Conversation })))
export const FollowForm = import.meta.env.SSR ? (await parts()).FollowForm : lazy(() => parts().then((m) => ({ default: m.FollowForm })))
export const AnswerButton = import.meta.env.SSR ? (await parts()).AnswerButton : lazy(() => parts().then((m) => ({ default: m.AnswerButton })))
export const SaveButton = import.meta.env.SSR ? (await parts()).SaveButton : lazy(() => parts().then((m) => ({ default: m.SaveButton })))
export const DeletePostForm = import.meta.env.SSR ? (await parts()).DeletePostForm : lazy(() => parts().then((m) => ({ default: m.DeletePostForm })))
export const ResolutionForm = import.meta.env.SSR ? (await parts()).ResolutionForm : lazy(() => parts().then((m) => ({ default: m.ResolutionForm })))
