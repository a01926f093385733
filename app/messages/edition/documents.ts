export * from '../en/documents'
