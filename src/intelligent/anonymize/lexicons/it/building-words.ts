// Last words of this language's building, estate and farm names ("Marina House", "Grange Farm"), white-space
// separated: a place name that ends in one is an address part.
export default `palazzo cascina villa podere masseria tenuta casa`;
