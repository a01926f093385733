export * from '../en/errors'
