// Top-level domains an e-mail address written out in words ends with ("anna at firma dot de", "ines point
// benhamou arobase proton point me"): the country domains of Europe and the generic ones people use.
export default `com org net eu de at ch fr be lu it es nl pl uk co.uk ie pt cz sk se dk no fi li mc sm
  info biz io me dev app pro email online shop tech cloud studio design ai xyz name cat gal eus bzh`;
