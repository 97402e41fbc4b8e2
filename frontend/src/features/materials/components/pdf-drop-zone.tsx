import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { UploadIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { PDF_MIME_TYPE } from '../pdf-file-check';

export interface PdfDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Dashed drop zone (click or drop); only the first file of a drop is used (spec section 9). */
export function PdfDropZone({ onFile, disabled }: PdfDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const pick = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (first && !disabled) onFile(first);
  };

  const open = () => {
    if (!disabled) input.current?.click();
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    // Entering a child fires leave on the parent; count depth so the hint does not flicker.
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    pick(event.dataTransfer.files);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  // The file input sits beside the drop zone, not inside it: a control inside role=button is a nested
  // interactive element that assistive technology cannot reach. The zone's name is its visible text.
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={`${PDF_MIME_TYPE},.pdf`}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="pdf-file-input"
        disabled={disabled}
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        className={cn('drop-zone', dragging && 'drop-zone--active', disabled && 'drop-zone--disabled')}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragEnter}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid="pdf-drop-zone"
      >
        <span className="drop-zone__icon"><UploadIcon size={28} /></span>
        {dragging ? (
          <p className="drop-zone__title">Drop the PDF file here...</p>
        ) : (
          <p className="drop-zone__title">Drag and drop a PDF file here, or click to select</p>
        )}
        <p className="drop-zone__hint">Supports PDF files up to 10MB</p>
      </div>
    </>
  );
}
