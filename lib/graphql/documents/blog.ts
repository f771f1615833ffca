import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  BlogEditorPostQuery,
  BlogEditorPostQueryVariables,
  BlogEditorPostsQuery,
  BlogEditorPostsQueryVariables,
  BlogPostQuery,
  BlogPostQueryVariables,
  BlogPostsQuery,
  BlogPostsQueryVariables,
  PublishBlogPostMutation,
  PublishBlogPostMutationVariables,
  SaveBlogPostMutation,
  SaveBlogPostMutationVariables,
  UnpublishBlogPostMutation,
  UnpublishBlogPostMutationVariables,
} from '../generated/operations';

/** A teaser image with its re-encoded sizes (docs/product.md §9 srcset). */
const BLOG_IMAGE_FIELDS = gql`
  fragment BlogImageFields on Image {
    url
    alt
    width
    height
    sources {
      type
      srcset
    }
    sizes
  }
`;

/** The blog's list, one page of it (also the front page's latest posts and the feed). */
export const BLOG_POSTS: TypedDocumentNode<BlogPostsQuery, BlogPostsQueryVariables> = gql`
  query BlogPosts($page: Int, $size: Int) {
    blogPosts(page: $page, size: $size) {
      total
      page
      pageSize
      posts {
        id
        slug
        url
        title
        teaser
        publishedAt
        image {
          ...BlogImageFields
        }
      }
    }
  }
  ${BLOG_IMAGE_FIELDS}
`;

export const BLOG_POST: TypedDocumentNode<BlogPostQuery, BlogPostQueryVariables> = gql`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      id
      slug
      url
      title
      teaser
      body
      publishedAt
      updatedAt
      image {
        ...BlogImageFields
      }
    }
  }
  ${BLOG_IMAGE_FIELDS}
`;

const BLOG_EDITOR_POST_FIELDS = gql`
  fragment BlogEditorPostFields on BlogEditorPost {
    id
    slug
    url
    title
    teaser
    body
    state
    publishedAt
    updatedAt
    imageFileId
    toolbar
    image {
      ...BlogImageFields
    }
  }
  ${BLOG_IMAGE_FIELDS}
`;

export const BLOG_EDITOR_POSTS: TypedDocumentNode<BlogEditorPostsQuery, BlogEditorPostsQueryVariables> = gql`
  query BlogEditorPosts($page: Int) {
    blogEditorPosts(page: $page) {
      total
      page
      pageSize
      posts {
        id
        url
        title
        state
        publishedAt
        updatedAt
      }
    }
  }
`;

export const BLOG_EDITOR_POST: TypedDocumentNode<BlogEditorPostQuery, BlogEditorPostQueryVariables> = gql`
  query BlogEditorPost($id: ID!) {
    blogEditorPost(id: $id) {
      ...BlogEditorPostFields
    }
  }
  ${BLOG_EDITOR_POST_FIELDS}
`;

export const SAVE_BLOG_POST: TypedDocumentNode<SaveBlogPostMutation, SaveBlogPostMutationVariables> = gql`
  mutation SaveBlogPost($id: ID, $input: BlogPostInput!) {
    saveBlogPost(id: $id, input: $input) {
      post {
        id
        state
      }
      errors {
        field
        message
      }
    }
  }
`;

export const PUBLISH_BLOG_POST: TypedDocumentNode<PublishBlogPostMutation, PublishBlogPostMutationVariables> = gql`
  mutation PublishBlogPost($id: ID!) {
    publishBlogPost(id: $id) {
      post {
        id
        state
      }
      errors {
        field
        message
      }
    }
  }
`;

export const UNPUBLISH_BLOG_POST: TypedDocumentNode<UnpublishBlogPostMutation, UnpublishBlogPostMutationVariables> =
  gql`
    mutation UnpublishBlogPost($id: ID!) {
      unpublishBlogPost(id: $id) {
        id
        state
      }
    }
  `;
