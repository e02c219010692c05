// The browser builds' stand-in for axios's fetch adapter (lib/adapters/fetch.js, with the stream
// and form-data helpers only it uses, bytes on the first visit to a section that loads data:
// decision 007). In browsers axios picks its XHR adapter first, so the fetch adapter never ran; asking
// for it by name now gets axios's own "not supported by the environment" error.
export const getFetch = () => false;
export default false;
