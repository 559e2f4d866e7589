/** The /file section with its real layout and pages (the open steps live in pageHarness). */
import FilesLayout from '../../../src/features/files/FilesLayout.tsx'
import { FILE_PAGE_COMPONENTS } from '../../../src/features/files/filePages.ts'
import { type PageOptions, openSection } from '../../support/pageHarness.tsx'

export const openDisk = (path: string, options?: PageOptions) =>
  openSection(path, 'file', FilesLayout, FILE_PAGE_COMPONENTS, options)
