export * from '../en/sections'
