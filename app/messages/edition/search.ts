export * from '../en/search'
