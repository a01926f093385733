export * from '../en/careers'
