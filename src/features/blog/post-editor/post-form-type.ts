/** The editor's form instance, as the sections receive it. */
import type { UseFormReturnType } from '@mantine/form'
import type { PostFormValues } from './post-form-values'

export type PostForm = UseFormReturnType<PostFormValues>
