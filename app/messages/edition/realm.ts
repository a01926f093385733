export * from '../en/realm'
