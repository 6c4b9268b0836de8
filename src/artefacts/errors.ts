// The one error type of the artefact installer. `file` names what failed (an installed path or an archive),
// so the CLI can say which file is wrong without parsing messages.
export class ArtefactInstallError extends Error {
  constructor(
    message: string,
    readonly file: string | null = null,
  ) {
    super(message);
    this.name = 'ArtefactInstallError';
  }
}
