export * from '../en/not-found'
