// Last words of this language's building, estate and farm names ("Marina House", "Grange Farm"), white-space
// separated: a place name that ends in one is an address part.
export default `house court park building centre center tower hall lodge mill farm works yard wharf quay quayside estate
  cottage barn manor gardens chambers buildings rectory vicarage grange villa`;
