export * from '../en/stories'
