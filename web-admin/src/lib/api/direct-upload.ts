/**
 * Sends a form to the media bucket (a presigned POST) with XMLHttpRequest, the one browser API that reports upload
 * progress (`fetch` does not): `onProgress` gets 0 to 1 as the bytes leave.
 */
export function postWithProgress(url: string, form: FormData, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`upload failed: ${request.status}`));
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}
