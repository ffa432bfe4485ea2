/// Why Ctrl-E opens no editor, in the status line's words (`PageSession.textForExternalEditor`).
package struct ExternalEditRefusal: Error {
    package let message: StatusMessage
}
