/** The four directory pages of CONTACT_PAGE_COMPONENTS: one layout, one configuration each. */
import { DirectoryPage } from './DirectoryPage.tsx'
import { DIRECTORY_BOOKS } from './directoryBooks.ts'

export const OabPage = () => <DirectoryPage key="oab" config={DIRECTORY_BOOKS.oab} />
export const CabPage = () => <DirectoryPage key="cab" config={DIRECTORY_BOOKS.cab} />
export const SoabPage = () => <DirectoryPage key="soab" config={DIRECTORY_BOOKS.soab} />
export const LabPage = () => <DirectoryPage key="lab" config={DIRECTORY_BOOKS.lab} />
