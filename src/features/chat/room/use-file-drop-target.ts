import { useRef, useState, type DragEvent } from 'react'

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * Files dragged over the room: a flag for the "drop to attach" overlay, and the dropped files
 * handed on (the composer checks and uploads them). Text or links dragged around are left alone.
 */
export function useFileDropTarget(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false)
  // Entering a child fires enter before the parent's leave: count them to know when it left.
  const depth = useRef(0)
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth.current += 1
      setDragging(true)
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setDragging(false)
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth.current = 0
      setDragging(false)
      onFiles([...event.dataTransfer.files])
    },
  }
  return { dragging, handlers }
}
