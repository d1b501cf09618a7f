/**
 * A stand-in for the YouTube IFrame API script: the player is ready at once, starts playing
 * shortly after, and reports `currentTime` seconds of playback (45 minutes by default, so a
 * playback offer is due on the first tick).
 */
export function fakeYouTubeApi(currentTime = 2700) {
  return `
window.YT = {
  PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 },
  Player: function (element, options) {
    var frame = document.createElement('iframe')
    frame.title = 'Stub video player'
    element.replaceWith(frame)
    window.__playerOptions = { width: options.width, height: options.height, playerVars: options.playerVars }
    var player = this
    this.getCurrentTime = function () { return ${currentTime} }
    this.destroy = function () { frame.remove() }
    setTimeout(function () { options.events.onReady({ target: player }) }, 50)
    setTimeout(function () { options.events.onStateChange({ data: 1, target: player }) }, 400)
  },
}
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady()
`
}
