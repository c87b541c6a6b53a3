import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageHeader } from '@/components/page-header'
import { useCountPost } from '../api/mutations'
import { postQueryOptions } from '../api/queries'
import { PostArticle } from '../components/post-article'
import { AuthorCard } from './author-card'
import { PostActions } from './post-actions'
import { PostComments } from './post-comments'
import { PostOwnerActions } from './post-owner-actions'
import classes from './post-details.module.css'
import { RecentPosts } from './recent-posts'

const route = getRouteApi('/dashboard/blog/post/$title/')

/**
 * A post: the article (hero, description, content, tags), favourite and share, the author, the
 * comments and the recent posts. Edit and delete for its author and admins.
 */
export function PostDetailsPage() {
  const { title: slug } = route.useParams()
  // The loader has the post in the cache (or showed the not-found state).
  const {
    data: { post },
  } = useSuspenseQuery(postQueryOptions(slug))

  // One view per opening of the page (a re-render, a refetch or React's double effects in
  // development count nothing; moving on to another post counts that one).
  const count = useCountPost(post)
  const counted = useRef<string | null>(null)
  const countView = count.mutate
  useEffect(() => {
    if (counted.current === post.id) return
    counted.current = post.id
    countView('view')
  }, [post.id, countView])

  return (
    <>
      <PageHeader
        title={post.title}
        titleInPage
        actions={post.canEdit ? <PostOwnerActions post={post} /> : undefined}
      />
      <PostArticle post={post}>
        <PostActions post={post} />
      </PostArticle>
      <div className={classes.column}>
        <AuthorCard author={post.author} />
        <PostComments post={post} />
      </div>
      <RecentPosts slug={post.slug} />
    </>
  )
}
