import { useForm } from '@mantine/form'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/http'
import { serverErrors, useFieldSave, useFormSubmit } from '@/lib/forms'

const refused = (errors: Record<string, string>, message = 'Check the fields') =>
  new ApiError(message, { kind: 'http', status: 400, body: { message, errors } })

describe('serverErrors', () => {
  it('keeps the messages of the fields on screen; then the fields say it all', () => {
    expect(serverErrors(refused({ name: 'Taken', secret: 'Hidden' }), ['name'])).toEqual({
      fieldErrors: { name: 'Taken' },
      message: null,
    })
  })

  it('gives the message when no field on screen is named, or for any other failure', () => {
    expect(serverErrors(refused({ secret: 'Hidden' }), ['name'])).toEqual({
      fieldErrors: {},
      message: 'Check the fields',
    })
    expect(serverErrors(new Error('Network down'), ['name']).message).toBe('Network down')
    expect(serverErrors('odd', ['name']).message).toBe('odd')
  })
})

describe('useFormSubmit', () => {
  const setup = (run: (values: { name: string }) => Promise<unknown>) =>
    renderHook(() => {
      const form = useForm({ mode: 'controlled', initialValues: { name: 'Ada' } })
      return { form, ...useFormSubmit(form, ['name'], run) }
    })

  it('puts field messages next to the fields and anything else in formError', async () => {
    const fields = setup(() => Promise.reject(refused({ name: 'Taken' })))
    act(() => fields.result.current.submit())
    await waitFor(() => expect(fields.result.current.form.errors).toEqual({ name: 'Taken' }))
    expect(fields.result.current.formError).toBeNull()

    const other = setup(() => Promise.reject(new Error('Server down')))
    act(() => other.result.current.submit())
    await waitFor(() => expect(other.result.current.formError).toBe('Server down'))
    expect(other.result.current.form.errors).toEqual({})
  })
})

describe('useFieldSave', () => {
  it('clears the changed fields, then shows the server’s messages for them only', async () => {
    let answer: Promise<unknown> = Promise.reject(refused({ name: 'Taken', due: 'Not this one' }))
    const calls: unknown[] = []
    const { result } = renderHook(() =>
      useFieldSave((changes: { name?: string; due?: string }, note?: string) => {
        calls.push([changes, note])
        return answer
      }),
    )
    act(() => result.current.setError('due', 'Pick a day'))
    act(() => result.current.save({ name: 'x' }, 'note'))
    expect(calls).toEqual([[{ name: 'x' }, 'note']])
    await waitFor(() => expect(result.current.errors).toEqual({ due: 'Pick a day', name: 'Taken' }))

    answer = Promise.resolve()
    act(() => result.current.save({ name: 'y' }))
    expect(result.current.errors).toEqual({ due: 'Pick a day' })
    act(() => result.current.setError('due', null))
    expect(result.current.errors).toEqual({})
  })

  it('leaves a failure about no changed field to the write itself', async () => {
    let settled = false
    const { result } = renderHook(() =>
      useFieldSave((_changes: { name: string }) => {
        settled = true
        return Promise.reject(new Error('Server down'))
      }),
    )
    act(() => result.current.save({ name: 'x' }))
    await waitFor(() => expect(settled).toBe(true))
    expect(result.current.errors).toEqual({})
  })
})
