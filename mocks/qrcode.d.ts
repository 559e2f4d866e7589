/** The one call of the `qrcode` package the fake server uses (it ships no types). */
declare module 'qrcode' {
  interface ToStringOptions {
    type?: 'svg' | 'utf8' | 'terminal'
    margin?: number
    width?: number
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'
  }
  const QRCode: { toString(text: string, options?: ToStringOptions): Promise<string> }
  export default QRCode
}
